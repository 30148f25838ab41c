import type { Plugin } from 'vite';
import { portalStaticFiles, staticFileType } from './portalStaticFiles';

const BRAND_PREFIX = /^\/b\/([a-z_]+)\//;

/**
 * Ships the generated static files (favicons, documents, silent check-sso) with the build, and
 * in the dev server serves them under `/` and `/b/<type>/` and injects the brand base meta, as the
 * sample backend does for the built portal.
 */
export function portalFilesPlugin(corePublicDir: string): Plugin {
  return {
    name: 'wizyta-portal-files',
    generateBundle() {
      for (const [fileName, source] of portalStaticFiles(corePublicDir)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const name = path.replace(BRAND_PREFIX, '/').slice(1);
        const file = portalStaticFiles(corePublicDir).get(name);
        if (!file) return next();
        response.setHeader('Content-Type', staticFileType(name));
        response.end(file);
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        const brand = BRAND_PREFIX.exec(context.originalUrl ?? '')?.[1];
        if (!context.server || !brand) return html;
        return [
          { tag: 'meta', attrs: { name: 'wizyta-base', content: `/b/${brand}/` }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
