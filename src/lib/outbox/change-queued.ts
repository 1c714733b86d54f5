/**
 * A write that could not go now and waits in the outbox (src/lib/outbox) until the connection is back: thrown where
 * a caller awaits the server's answer, so a form knows its change is kept rather than refused or lost. A file of its
 * own that index.ts does not export: every screen's failure notice tells it apart, and the outbox should not come with
 * them.
 */
export class ChangeQueued extends Error {
  constructor() {
    super('The change waits in the outbox');
  }
}
