import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickupPoint, pickupPoints } from '../../api/delivery';
import { useResource } from '../../lib/resource';
import { nextWait, retrying, type Backoff } from '../../lib/retry';
import { lang } from '../../stores/session';
import type { OrderForm } from './model';
import type { PickupMapProps } from './PickupMap';
import { SearchField, TYPING_PAUSE_MS } from './SearchField';
import { updateOrderForm } from './store';
import { afterPause } from '../../lib/debounce';

/** The map's script is tried 3 more times, each wait longer than the one before. */
const MAP_BACKOFF: Backoff = { retries: 3, baseMs: 500, maxMs: 4_000 };

/** Leaflet and its clustering load only when a shopper opens the map. */
async function loadMap(): Promise<ComponentType<PickupMapProps>> {
  const map = await retrying(
    () => import('./PickupMap'),
    (outcome, n) => (outcome.ok ? null : nextWait(n, MAP_BACKOFF)),
  );
  return map.default;
}

function usePoints(cityId: number, deliveryId: number, query: string) {
  useSignals();
  return useResource({
    key: `checkout-points:${lang.value}:${cityId}:${deliveryId}:${query}`,
    load: () => pickupPoints(cityId, deliveryId, query),
  });
}

function schedule(point: PickupPoint): string {
  return point.schedule.map((s) => `${s.days} ${s.hours}`).join('; ');
}

/** The searchable list: one radio per point, with its address and hours. */
function PickupList({ orderId, cityId, deliveryId, office, onPick }: PickupProps & { onPick: (point: PickupPoint) => void }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => afterPause(TYPING_PAUSE_MS, () => setQuery(typed.trim())), [typed]);
  const points = usePoints(cityId, deliveryId, query);
  return (
    <div className="checkout-pickup__list">
      <SearchField id={id} label={t('delivery.pickupSearch')} value={typed} onChange={setTyped} />
      {!points.data ? (
        <p className="checkout-note" role="status">
          {points.status === 'failed' ? t('loadFailed') : t('delivery.pickupLoading')}
        </p>
      ) : points.data.length === 0 ? (
        <p className="checkout-note">{t('delivery.pickupEmpty')}</p>
      ) : (
        <div className="checkout-points" role="radiogroup" aria-label={t('delivery.pickupPoints')}>
          {points.data.map((point) => (
            <label key={point.id} className="checkout-point">
              <input type="radio" name={`office-${orderId}`} checked={office?.id === point.id} onChange={() => onPick(point)} />
              <span className="checkout-point__text">
                <span className="checkout-point__title">{point.title}</span>
                <span className="checkout-point__address">{point.address}</span>
                <span className="checkout-point__hours">{schedule(point)}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </div>
  );
}

function MapView({ cityId, deliveryId, office, onPick }: PickupProps & { onPick: (point: PickupPoint) => void }) {
  const { t } = useTranslation('checkout');
  const points = usePoints(cityId, deliveryId, '');
  const [Map, setMap] = useState<{ component: ComponentType<PickupMapProps> } | 'failed' | null>(null);
  useEffect(() => {
    loadMap().then(
      (component) => setMap({ component }),
      (error: unknown) => {
        console.warn('checkout: the map did not load', error);
        setMap('failed');
      },
    );
  }, []);
  if (Map === 'failed') return <p className="checkout-note">{t('delivery.mapFailed')}</p>;
  if (!Map || !points.data)
    return (
      <p className="checkout-note" role="status">
        {t('delivery.mapLoading')}
      </p>
    );
  return <Map.component points={points.data} selectedId={office?.id ?? null} onSelect={onPick} label={t('delivery.mapLabel')} />;
}

interface PickupProps {
  orderId: string;
  cityId: number;
  deliveryId: number;
  office: OrderForm['office'];
}

/** docs/product-rules.md#errors-and-notices "a pickup points list and map": the same points, as a list or on the map; the list works without tiles. */
export function PickupPoints(props: PickupProps) {
  const { t } = useTranslation('checkout');
  const [onMap, setOnMap] = useState(false);
  const pick = (point: PickupPoint) => updateOrderForm(props.orderId, (f) => ({ ...f, office: { id: point.id, title: point.title } }));
  return (
    <div className="checkout-pickup">
      <button
        type="button"
        className="button button--ghost checkout-pickup__toggle"
        aria-pressed={onMap}
        onClick={() => setOnMap((v) => !v)}
      >
        {onMap ? t('delivery.showList') : t('delivery.showMap')}
      </button>
      {onMap ? <MapView {...props} onPick={pick} /> : <PickupList {...props} onPick={pick} />}
      <p className="checkout-note checkout-pickup__chosen" role="status">
        {props.office ? t('delivery.chosen', { title: props.office.title }) : ''}
      </p>
    </div>
  );
}
