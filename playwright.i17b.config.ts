import base from './playwright.config';
export default { ...base, expect: { ...(base.expect ?? {}), timeout: 20_000 } };
