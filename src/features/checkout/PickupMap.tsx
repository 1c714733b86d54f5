import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { useEffect, useRef } from 'react';
import { mapConfig, type PickupPoint } from '../../api/delivery';
import { useResource } from '../../lib/resource';

export interface PickupMapProps {
  points: PickupPoint[];
  selectedId: number | null;
  onSelect: (point: PickupPoint) => void;
  label: string;
}

const CITY_ZOOM = 12;

/** A marker drawn by CSS: no image files to load, and the chosen one stands out. */
const markerIcon = (selected: boolean) =>
  L.divIcon({
    className: `pickup-marker${selected ? ' pickup-marker--selected' : ''}`,
    html: '<span class="pickup-marker__pin"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 36],
  });

/** The pickup points on a Leaflet map with marker clustering (docs/product-rules.md#checkout: radius 60, max zoom 16); a marker click chooses its point. */
export default function PickupMap({ points, selectedId, onSelect, label }: PickupMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const config = useResource({ key: 'checkout-map-config', load: mapConfig });
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<number, L.Marker>());
  const select = useRef(onSelect);
  select.current = onSelect;
  const selected = useRef(selectedId);

  const settings = config.data;
  useEffect(() => {
    if (!settings || !box.current) return;
    const created = L.map(box.current, { maxZoom: settings.max_zoom }).setView([settings.start.lat, settings.start.lng], CITY_ZOOM);
    L.tileLayer(settings.tiles_url, { attribution: settings.attribution, maxZoom: settings.max_zoom }).addTo(created);
    const group = L.markerClusterGroup({ maxClusterRadius: settings.cluster_radius, showCoverageOnHover: false, spiderfyOnMaxZoom: true });
    created.addLayer(group);
    map.current = created;
    cluster.current = group;
    return () => {
      created.remove();
      map.current = null;
      cluster.current = null;
    };
  }, [settings]);

  useEffect(() => {
    const group = cluster.current;
    if (!group || !map.current || !settings) return;
    group.clearLayers();
    markers.current.clear();
    for (const point of points) {
      const marker = L.marker([point.lat, point.lng], {
        icon: markerIcon(point.id === selected.current),
        title: point.title,
        alt: point.title,
        keyboard: true,
      });
      marker.on('click', () => select.current(point));
      markers.current.set(point.id, marker);
      group.addLayer(marker);
    }
    if (points.length > 0)
      map.current.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [24, 24], maxZoom: settings.max_zoom });
  }, [points, settings]);

  useEffect(() => {
    markers.current.get(selected.current ?? -1)?.setIcon(markerIcon(false));
    markers.current.get(selectedId ?? -1)?.setIcon(markerIcon(true));
    selected.current = selectedId;
  }, [selectedId]);

  return <div ref={box} className="pickup-map" role="region" aria-label={label} />;
}
