import { useSignals } from '@preact/signals-react/runtime';
import { NOTIFICATION } from '../../domain/limits';
import { dismiss, notifications } from '../../stores/notifications';

/** docs/product-rules.md#errors-and-notices: title, text, error/warn/success, 3000 ms, width 300, z-index 5000, closed by click. */
export function Notifications() {
  useSignals();
  return (
    <div className="notifications" style={{ zIndex: NOTIFICATION.zIndex, width: NOTIFICATION.width }} aria-live="polite">
      {notifications.value.map((n) => (
        <button
          type="button"
          key={n.id}
          className={`notification notification--${n.type}`}
          role={n.type === 'error' ? 'alert' : 'status'}
          style={{ animationDuration: `${NOTIFICATION.speed}ms` }}
          onClick={() => dismiss(n.id)}
        >
          {n.title && <strong className="notification__title">{n.title}</strong>}
          {n.text && <span className="notification__text">{n.text}</span>}
        </button>
      ))}
    </div>
  );
}
