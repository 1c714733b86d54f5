import { useRouter, useLocation } from 'wouter';
import { NotFoundView } from '../../ui/FailureView';

/** docs/product-rules.md#errors-and-notices: the not-found page; the server answers the same path with HTTP 404. */
export default function NotFoundPage() {
  const [path] = useLocation();
  const { base } = useRouter();
  return <NotFoundView path={base + path} />;
}
