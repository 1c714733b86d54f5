import { Type } from 'typebox';
import { MAP } from '../../src/domain/limits';
import type { RoutePlugin } from './context';

const ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export const MapConfig = Type.Object({
  tiles_url: Type.String({ description: 'tile template with {z}, {x}, {y} (MAP_TILES_URL)' }),
  attribution: Type.String({ description: 'HTML credit line of the tiles' }),
  start: Type.Object(
    { lat: Type.Number(), lng: Type.Number() },
    { description: 'where the map opens before it knows the points (docs/product-rules.md#routes-and-screens)' },
  ),
  cluster_radius: Type.Integer({ description: 'pixels within which markers join a cluster (docs/product-rules.md#routes-and-screens)' }),
  max_zoom: Type.Integer(),
});

/** docs/product-rules.md#errors-and-notices "Map clustering radius / max zoom": the pickup map's settings, tiles configurable per deployment. */
export const mapConfigRoutes: RoutePlugin = async (app, { config }) => {
  app.get(
    '/api/delivery/map-config',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Settings of the pickup points map: tiles, start point, clustering',
        response: { 200: MapConfig },
      },
    },
    async () => ({
      tiles_url: config.mapTilesUrl,
      attribution: ATTRIBUTION,
      start: { lat: MAP.start.lat, lng: MAP.start.lng },
      cluster_radius: MAP.clusterRadius,
      max_zoom: MAP.maxZoom,
    }),
  );
};

const SUBDOMAIN = 'tile-subdomain';

/**
 * The origin the tiles come from, for the CSP; a `{s}` subdomain becomes the wildcard `*.`. Null when the
 * template is not an absolute http(s) URL (tiles served by this store need no extra source).
 */
export function tilesOrigin(tilesUrl: string): string | null {
  try {
    const url = new URL(tilesUrl.replace('{s}', SUBDOMAIN).replace(/\{[a-z]\}/g, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin.replace(SUBDOMAIN, '*');
  } catch {
    return null;
  }
}
