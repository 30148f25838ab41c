import { type NextRequest, NextResponse } from 'next/server';
import { PROVIDER } from './app/provider';

/**
 * A Content-Security-Policy with a fresh nonce per request. Next's own inline scripts carry the
 * nonce (Next reads it from the request's CSP header), and `'strict-dynamic'` lets the scripts they
 * add run — the widget's loader, which @wizyta/embed adds, and the widget it loads. Without a nonce
 * Next's inline scripts are blocked, the page never hydrates, and the widget never appears.
 * `next dev` also needs `'unsafe-eval'` (React's debugging) and inline styles (its overlay).
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = btoa(crypto.randomUUID());
  const dev = process.env.NODE_ENV === 'development';
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${PROVIDER}${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' ${PROVIDER} ${dev ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    `connect-src 'self' ${PROVIDER}`,
    `frame-src ${PROVIDER}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages only (not static files), and not the router's prefetches.
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
