import { describe, expect, it } from 'vitest';
import { classifyHostPath } from './classifyHostPath';

describe('classifyHostPath (the header table row of a path)', () => {
  it.each([
    ['/', 'portalPage', 'general'],
    ['/visits/w-1003', 'portalPage', 'general'],
    ['/silent-check-sso.html', 'portalPage', 'general'],
    ['/b/welbi/', 'portalPage', 'welbi'],
    ['/b/welbi/make-appointment', 'portalPage', 'welbi'],
    ['/b/welbi/silent-check-sso.html', 'portalPage', 'welbi'],
    ['/b/nieznana/', 'portalPage', null],
    ['/silent-check-sso.js', 'portalFile', 'general'],
    ['/b/pzu/favicons/pzu.svg', 'portalFile', 'pzu'],
    ['/b/pzu/documents/regulamin.pdf', 'portalFile', 'pzu'],
    ['/assets/index-1a2b.js', 'portalAsset', 'general'],
    ['/favicon.ico', 'favicon', 'general'],
    ['/config.json', 'brandConfig', 'general'],
    ['/b/welbi/config.json', 'brandConfig', 'welbi'],
    ['/widget/wizyta-loader.js', 'widgetMoving', 'general'],
    ['/widget/v0/wizyta-loader.js', 'widgetMoving', 'general'],
    ['/widget/0.1.0/wizyta-loader.js', 'widgetRelease', 'general'],
    ['/widget/1.0.0-rc.1/wizyta.css', 'widgetRelease', 'general'],
    ['/widget/chunks/FlowRoot-1a2b.js', 'widgetRelease', 'general'],
    ['/widget/v0/workers/pbkdf2-1a2b.js', 'widgetRelease', 'general'],
    ['/widget/manifest.json', 'widgetManifest', 'general'],
    ['/widget/0.1.0/manifest.json', 'widgetRelease', 'general'],
    ['/patient-portal/api/patient-profile', 'api', 'general'],
    ['/visit-api/anonymous/towns', 'api', 'general'],
    ['/gw/pzu/visit-api/anonymous/towns', 'api', 'general'],
    ['/auth/realms/wizyta/login-actions/authenticate/x', 'idpPage', null],
    ['/auth/realms/wizyta/protocol/openid-connect/3p-cookies/step1.html', 'idpProbe', null],
    ['/pay/p-1', 'paymentPage', 'general'],
  ])('%s → %s (%s)', (path, pathClass, brand) => {
    expect(classifyHostPath(path)).toEqual({ pathClass, brand });
  });

  it.each(['/widget/flow.html', '/widget/0.1.0/flow.html', '/widget/v0/flow.html', '/widget/frame.html'])(
    'takes the brand of the widget page %s from its query',
    (path) => {
      expect(classifyHostPath(path, 'type=welbi')).toEqual({ pathClass: 'widgetPage', brand: 'welbi' });
      expect(classifyHostPath(path, 'type=pz%75')).toEqual({ pathClass: 'widgetPage', brand: null });
    },
  );
});
