import { createElement, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogBody } from './Dialog';

interface WaitingProps {
  /** the code could not be loaded (no connection, a build replaced since the page loaded) */
  failed: boolean;
  retry: () => void;
}

type LoadedOnOpen<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A part whose code loads the first time it is shown: a dialog's form or a form opened by a button. The button stays
 * in its page's code and the part opens at once, showing `Waiting` until its code is here, so a tap is never lost
 * and the page's first load does not carry what most visits never open. Loaded once, it renders at once after.
 */
export function loadOnOpen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Waiting: ComponentType<WaitingProps> = PartWaiting,
): LoadedOnOpen<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // Asked again on retry: a failed import is not kept as the answer.
        pending = null;
        throw error;
      },
    ));

  function Part(props: P) {
    const [, setReady] = useState(false);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let shown = true;
      preload().then(
        () => shown && setReady(true),
        () => shown && setFailed(true),
      );
      return () => {
        shown = false;
      };
    }, [attempt]);
    if (loaded) return createElement(loaded, props);
    return createElement(Waiting, {
      failed,
      retry: () => {
        setFailed(false);
        setAttempt((n) => n + 1);
      },
    });
  }
  return Object.assign(Part, { preload });
}

/** The loading state of a part opened in the page: a status line, or why it failed with a way to try again. */
function PartWaiting({ failed, retry }: WaitingProps) {
  const { t } = useTranslation('common');
  if (!failed) {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  return (
    <p role="alert">
      {t('sectionUnavailable')}{' '}
      <button type="button" className="link-button" onClick={retry}>
        {t('retry')}
      </button>
    </p>
  );
}

/**
 * The loading state inside an opened dialog. The dialog focused itself on opening, its field marked `data-autofocus`
 * not being there yet: once the body is in, that field takes the focus, unless the shopper has moved it meanwhile.
 */
export function DialogWaiting(props: WaitingProps) {
  const mark = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = mark.current?.closest<HTMLElement>('[role="dialog"]');
    return () => {
      if (panel?.isConnected && document.activeElement === panel) panel.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    };
  }, []);
  return (
    <DialogBody>
      <div ref={mark}>
        <PartWaiting {...props} />
      </div>
    </DialogBody>
  );
}
