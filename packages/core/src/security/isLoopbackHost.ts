/** Whether a URL's host stays on this machine (`localhost`, 127.0.0.0/8, `[::1]`): development only. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}
