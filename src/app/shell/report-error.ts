import { reportClientError } from '../../api/client-errors';
import { splitLang } from '../../domain/paths';

/** Sends a render error to the server log; a failed report is dropped, since the shopper already sees the error page. */
export async function reportRenderError(error: unknown): Promise<void> {
  const failure = error instanceof Error ? error : new Error(String(error));
  await reportClientError({
    message: (failure.message || failure.name || 'Error').slice(0, 1000),
    ...(failure.stack && { stack: failure.stack.slice(0, 8000) }),
    path: splitLang(location.pathname).path.slice(0, 500) || '/',
  });
}
