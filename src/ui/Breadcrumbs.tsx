import { AppLink } from './AppLink';

export function Breadcrumbs({ items, homeLabel, label }: { items: { title: string; url: string }[]; homeLabel: string; label: string }) {
  const all = [{ title: homeLabel, url: '/' }, ...items];
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {all.map((c, i) => (
          <li key={c.url}>
            {i === all.length - 1 ? <span aria-current="page">{c.title}</span> : <AppLink href={c.url}>{c.title}</AppLink>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
