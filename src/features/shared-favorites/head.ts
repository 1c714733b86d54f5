import { privateHead, type HeadContext } from '../../domain/page-head';
import type { SharedList } from '../../api/favorites';

/** Someone's list opened by its link: served while shared, never indexed; a closed list answers 404, so it is no page. */
export const sharedFavoritesHead = ([list]: readonly unknown[], ctx: HeadContext) =>
  list ? privateHead(ctx, ctx.text('favorite-lists:headTitle', { name: (list as SharedList).name, store: ctx.site.storeName })) : undefined;
