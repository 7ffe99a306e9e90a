import type { FooterTile } from '../../api/content/footer-content.schema';
import { safeHref } from '../../core/url/safe-href';

interface FooterTilesProps {
  tiles: readonly FooterTile[];
}

/**
 * Content tiles as cards. The link sits on the title so the accessible name is the title alone;
 * CSS stretches its hit area over the card.
 */
export function FooterTiles({ tiles }: FooterTilesProps) {
  if (tiles.length === 0) return null;
  return (
    <ul className="tiles">
      {tiles.map((tile, index) => {
        const href = safeHref(tile.linkPath);
        return (
          <li key={`${index}|${tile.title}`} className="tile" part="item tile">
            <h2 className="tile-title">
              {href ? (
                <a className="tile-link" href={href}>
                  {tile.title}
                </a>
              ) : (
                tile.title
              )}
            </h2>
            {tile.text ? <p className="tile-text">{tile.text}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
