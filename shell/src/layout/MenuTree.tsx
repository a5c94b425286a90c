import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { MenuNode } from '../menu/menu-model';
import './menu-tree.css';

interface Props {
  nodes: MenuNode[];
  /** A leaf was chosen: the drawer closes (spec §2). */
  onNavigate: () => void;
}

/** Whether the page at `path` is `node` or one of its descendants (paths compare case-insensitively). */
export function holdsPath(node: MenuNode, path: string): boolean {
  const here = path.toLowerCase().replace(/\/+$/, '');
  return node.to?.toLowerCase() === here || node.children.some((c) => holdsPath(c, here));
}

// A disclosure tree of our own: PrimeReact 10's PanelMenu nests a link inside its button-like
// header, which axe reports as `nested-interactive`. Groups start closed, but for the one holding
// the page shown, so the drawer opens short and where the user is.
function Group({ node, onNavigate }: { node: MenuNode; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => holdsPath(node, pathname));
  const listId = `hm-menu-${node.key}`;
  return (
    <li>
      <button type="button" className="hm-menu__item hm-menu__group" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <i className={`pi ${open ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
        {node.icon && <i className={node.icon} aria-hidden="true" />}
        <span>{node.label}</span>
      </button>
      <ul id={listId} className="hm-menu__list hm-menu__list--nested" hidden={!open}>
        {node.children.map((c) => (
          <Entry key={c.key} node={c} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

function Entry({ node, onNavigate }: { node: MenuNode; onNavigate: () => void }) {
  const { pathname } = useLocation();
  if (node.children.length > 0) return <Group node={node} onNavigate={onNavigate} />;
  const current = holdsPath(node, pathname);
  return (
    <li>
      <Link to={node.to ?? '/vi'} className="hm-menu__item" aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {node.icon && <i className={node.icon} aria-hidden="true" />}
        <span>{node.label}</span>
      </Link>
    </li>
  );
}

/** The drawer's menu tree: groups expand and collapse, a leaf navigates and closes the drawer. */
export function MenuTree({ nodes, onNavigate }: Props) {
  return (
    <ul className="hm-menu__list">
      {nodes.map((n) => (
        <Entry key={n.key} node={n} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
