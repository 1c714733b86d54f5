import './list-name.css';

/** A list's name heading its card, the default list marked with a badge. */
export function ListName({ id, name, isDefault, badge }: { id: string; name: string; isDefault: boolean; badge: string }) {
  return (
    <h3 id={id} className="list-name">
      {name}
      {isDefault && <span className="list-name__badge">{badge}</span>}
    </h3>
  );
}
