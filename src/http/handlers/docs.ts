// GET /openapi.json (the API reference, built once at start-up from the route table) and
// GET /docs (Swagger UI rendering it). The renderer's assets come from the swagger-ui-dist
// package and are served by the service itself under /docs/assets/: no CDN, works offline.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { notFound } from '../envelope.js';
import { buildOpenApi } from '../openapi.js';
import type { Reply, Route, RouteInput } from '../router.js';
import type { RouteDoc } from '../route-doc.js';

let openApiBody = '';

/** Builds the document for these routes; called once, by routes.ts, when the table is complete. */
export function publishOpenApi(routes: readonly Route[]): void {
  openApiBody = JSON.stringify(buildOpenApi(routes));
}

export function openApiJson(): Reply {
  return { status: 200, body: openApiBody, contentType: 'application/json; charset=utf-8', headers: [['Cache-Control', 'no-cache']] };
}

const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_VERSION = (JSON.parse(readFileSync(join(SWAGGER_UI_DIR, 'package.json'), 'utf8')) as { version: string }).version;

// Relative URLs: the page keeps working behind a reverse proxy that mounts the service under a prefix.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>txenrich API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="docs/assets/swagger-ui.css?v=${SWAGGER_UI_VERSION}">
</head>
<body>
<div id="swagger-ui"></div>
<script src="docs/assets/swagger-ui-bundle.js?v=${SWAGGER_UI_VERSION}"></script>
<script src="docs/assets/docs-init.js?v=${SWAGGER_UI_VERSION}"></script>
</body>
</html>
`;

// An external file rather than an inline script, so the page's CSP can forbid inline scripts.
const INIT_JS = `window.ui = SwaggerUIBundle({
  url: 'openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  defaultModelsExpandDepth: 0,
  displayRequestDuration: true,
});
`;

const PAGE_HEADERS: Array<[string, string]> = [
  ['Cache-Control', 'no-cache'],
  ['X-Content-Type-Options', 'nosniff'],
  // Swagger UI sets inline styles; scripts only from this origin; "try it out" calls this origin.
  ['Content-Security-Policy', "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'"],
];
const ASSET_HEADERS: Array<[string, string]> = [['Cache-Control', 'public, max-age=86400'], ['X-Content-Type-Options', 'nosniff']];

/** The only files served under /docs/assets/ (no path from the request reaches the file system). */
const ASSETS: Record<string, { contentType: string; load: () => string }> = {
  'swagger-ui.css': { contentType: 'text/css; charset=utf-8', load: () => readFileSync(join(SWAGGER_UI_DIR, 'swagger-ui.css'), 'utf8') },
  'swagger-ui-bundle.js': { contentType: 'text/javascript; charset=utf-8', load: () => readFileSync(join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'), 'utf8') },
  'docs-init.js': { contentType: 'text/javascript; charset=utf-8', load: () => INIT_JS },
};
const loaded = new Map<string, string>();

export function docsPage(): Reply {
  return { status: 200, body: PAGE, contentType: 'text/html; charset=utf-8', headers: PAGE_HEADERS };
}

export function docsAsset(input: RouteInput): Reply {
  const name = input.params[0]!;
  const asset = Object.prototype.hasOwnProperty.call(ASSETS, name) ? ASSETS[name]! : null;
  if (asset === null) throw notFound('Documentation asset');
  let body = loaded.get(name);
  if (body === undefined) {
    body = asset.load();
    loaded.set(name, body);
  }
  return { status: 200, body, contentType: asset.contentType, headers: ASSET_HEADERS };
}

export const DOC_ROUTE_DOCS: Record<'openapi' | 'page' | 'asset', RouteDoc> = {
  openapi: { tag: 'Documentation', summary: 'This OpenAPI 3.1 document', raw: { contentType: 'application/json', description: 'The OpenAPI document.' } },
  page: { tag: 'Documentation', summary: 'Interactive API reference (Swagger UI)', raw: { contentType: 'text/html', description: 'An HTML page rendering /openapi.json.' } },
  asset: {
    tag: 'Documentation', summary: 'Assets of the reference page',
    description: `swagger-ui.css, swagger-ui-bundle.js (swagger-ui-dist ${SWAGGER_UI_VERSION}) and docs-init.js.`,
    raw: { contentType: 'text/javascript', description: 'The asset.' },
    errors: [{ status: 404, codes: ['not_found'], description: 'No such asset.' }],
  },
};
