import { fetchBuildInfo, type BuildInfoData } from '../../api/store-pages';
import type { ResourceDef } from '../../lib/resource';

/** Not per language: a version is a version. */
export const buildInfoResource: ResourceDef<BuildInfoData> = { key: 'build-info', load: fetchBuildInfo };
