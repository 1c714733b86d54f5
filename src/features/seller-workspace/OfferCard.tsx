import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { editOffer, type OfferChanges, type SellerOffer } from '../../api/seller-workspace';
import { ApiFailure } from '../../lib/api';
import { AppLink } from '../../ui/AppLink';
import { Picture } from '../../ui/Picture';
import { PhotoGallery } from './PhotoGallery';
import { warehouseName } from './warehouse-name';

type Draft = { price: string; old_price: string; stock: string };

const draftOf = (offer: SellerOffer): Draft => ({
  price: String(offer.price),
  old_price: offer.old_price === null ? '' : String(offer.old_price),
  stock: String(offer.stock),
});

/** What the seller changed, as the API takes it; an emptied old price takes it away. */
function changesOf(offer: SellerOffer, draft: Draft): OfferChanges {
  const changes: OfferChanges = {};
  if (draft.price.trim() !== String(offer.price)) changes.price = Number(draft.price);
  const oldPrice = draft.old_price.trim() === '' ? null : Number(draft.old_price);
  if (oldPrice !== offer.old_price) changes.old_price = oldPrice;
  if (draft.stock.trim() !== String(offer.stock)) changes.stock = Number(draft.stock);
  return changes;
}

/** One offer with its inline edits of price, old price and stock; the server checks them (whole hryvnias, old price above). */
export function OfferCard({ offer, onSaved }: { offer: SellerOffer; onSaved: (offer: SellerOffer) => void }) {
  const { t } = useTranslation('seller-workspace');
  /** The photos are asked for only once the seller opens them: a page of cards asks nothing more. */
  const [photosOpen, setPhotosOpen] = useState(false);
  /** What cards show of the goods: follows the photos the seller changes here. */
  const [cover, setCover] = useState(offer.image);
  const [draft, setDraft] = useState<Draft>(() => draftOf(offer));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const changes = changesOf(offer, draft);
  const changed = Object.keys(changes).length > 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const next = await editOffer(offer.id, changes);
      setDraft(draftOf(next));
      setProblem(null);
      setSaved(true);
      onSaved(next);
    } catch (error) {
      setProblem(error instanceof ApiFailure ? (Object.values(error.body.errors ?? {})[0]?.[0] ?? error.message) : String(error));
    } finally {
      setSending(false);
    }
  };

  const warehouseId = `seller-offer-${offer.id}-warehouse`;
  const input = (field: keyof Draft, label: string) => (
    <label className="field seller-offer__field">
      <span className="field__label">{label}</span>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        // The stock counted is that of the offer's own warehouse, named beside it.
        aria-describedby={field === 'stock' ? warehouseId : undefined}
        value={draft[field]}
        onChange={(e) => {
          setSaved(false);
          setDraft((d) => ({ ...d, [field]: e.target.value }));
        }}
      />
    </label>
  );

  return (
    <form className={`seller-offer seller-offer--${offer.status}`} onSubmit={save} aria-label={offer.title}>
      <div className="seller-offer__head">
        {/* The title beside it names the goods: the picture itself is not read out. */}
        <Picture image={{ ...cover, alt: '' }} width={56} height={56} sizes="56px" className="seller-offer__thumb" />
        <AppLink href={offer.url} className="seller-offer__title">
          {offer.title}
        </AppLink>
        <span className="seller-offer__status">{t(`status.${offer.status}`)}</span>
      </div>
      <p className="seller-offer__meta">
        #{offer.id}
        {offer.vendor_code !== null && <> · {t('vendorCode', { code: offer.vendor_code })}</>} ·{' '}
        {t('minQuantity', { count: offer.min_cart_quantity })}
      </p>
      <div className="seller-offer__fields">
        {input('price', t('price'))}
        {input('old_price', t('oldPrice'))}
        {input('stock', t('stock'))}
      </div>
      <p className="seller-offer__warehouse" id={warehouseId}>
        {t('warehouse', { name: warehouseName(offer.warehouse) })}
      </p>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="seller-offer__actions">
        <button type="submit" className="button" disabled={!changed || sending}>
          {t('save')}
        </button>
        {saved && !changed && <span role="status">{t('saved')}</span>}
      </div>
      {/* Inside the card's form, though none of its controls submits it: each photo change is its own call. */}
      <details className="seller-photos" onToggle={(e) => setPhotosOpen(e.currentTarget.open)}>
        <summary>{t('photos.summary')}</summary>
        {photosOpen && <PhotoGallery of="offers" id={offer.id} onChange={(gallery) => setCover(gallery.cover)} />}
      </details>
    </form>
  );
}
