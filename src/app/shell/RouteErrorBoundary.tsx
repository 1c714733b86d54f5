import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { reportRenderError } from './report-error';

function CrashPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className="not-found" role="alert">
      <h1>{t('crashTitle')}</h1>
      <p>{t('crashText')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
      <AppLink href="/" className="button button--ghost">
        {t('toHome')}
      </AppLink>
    </section>
  );
}

interface Props {
  children: ReactNode;
  /** the page's address: a new one clears a crash, so leaving the broken page needs no reload */
  resetKey: string;
  /** injectable for tests; the server log endpoint by default */
  report?: (error: unknown) => void;
}

/**
 * A render error inside a page shows a friendly page in the shopper's language instead of blanking the whole app:
 * the header, cart and notices around it keep working.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo) {
    (this.props.report ?? ((e) => void reportRenderError(e)))(error);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <CrashPage onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
