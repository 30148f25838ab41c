import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safeRedirectTarget';

describe('safeRedirectTarget', () => {
  it.each([
    ['/', '/'],
    ['/visit/3?showAddDocuments=true', '/visit/3?showAddDocuments=true'],
    ['/profile#section', '/profile#section'],
    ['/a/./b/../c', '/a/c'],
  ])('keeps the same-app path %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'profile',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /profile',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
  ])('rejects %j', (value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });
});
