import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';

/**
 * A tiny static server for the quick start's page, used where the doc's `python3 -m http.server`
 * is not installed: `index.html` of `dir` on `/` (any query), 404 for the rest.
 */
export function serveStatic(dir: string, port: number): { stop(): Promise<void> } {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/' && path !== '/index.html') {
      response.writeHead(404).end();
      return;
    }
    void readFile(join(dir, 'index.html')).then((body) =>
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body),
    );
  });
  server.listen(port);
  return { stop: () => new Promise((done) => server.close(() => done())) };
}
