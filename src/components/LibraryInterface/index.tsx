/**
 * Inputs and outputs of a module or service reference page, one block per argument: the name, its
 * type and default, a 'required' badge, then the description. The build writes these elements from
 * the library data (plugins/library/interface-nodes.ts), so every argument is in the static HTML;
 * once the page has hydrated, a long list can be filtered by name and description.
 */
import React, {
  Children,
  createContext,
  isValidElement,
  useContext,
  useId,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { maxQueryLength, normalize, tokens } from '../../lib/text-match';
import styles from './styles.module.css';

/** Lists at least this long get a filter. */
export const filterThreshold = 10;

interface ItemProps {
  name: string;
  /** Inputs only: the Terraform type constraint and the default as an HCL expression (absent when required). */
  type?: string;
  default?: string;
  required?: boolean;
  children?: ReactNode;
}

/** The list's kind, and the names of the items the filter lets through (null when nothing is filtered). */
const Shown = createContext<{ kind: 'inputs' | 'outputs'; names: ReadonlySet<string> | null }>({
  kind: 'inputs',
  names: null,
});

/** The text of a rendered description, for matching. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** An identifier that may wrap after each underscore and nowhere else. */
function BreakableName({ name }: { name: string }) {
  const parts = name.split('_');
  return <>{parts.flatMap((p, i) => (i < parts.length - 1 ? [`${p}_`, <wbr key={i} />] : [p]))}</>;
}

export function LibraryInterfaceItem({ name, type, default: value, required, children }: ItemProps) {
  const { kind, names } = useContext(Shown);
  return (
    <li className={styles.item} id={`${kind.slice(0, -1)}-${name}`} hidden={names !== null && !names.has(name)}>
      <div className={styles.head}>
        <code className={styles.name}>
          <BreakableName name={name} />
        </code>
        {required && <span className={styles.required}>required</span>}
      </div>
      {type !== undefined && (
        <dl className={styles.facts}>
          <div>
            <dt>Type</dt>
            <dd>
              <code>{type}</code>
            </dd>
          </div>
          {value !== undefined && (
            <div>
              <dt>Default</dt>
              <dd>
                <code className={styles.value}>{value}</code>
              </dd>
            </div>
          )}
        </dl>
      )}
      <div className={styles.description}>{children}</div>
    </li>
  );
}

export function LibraryInterface({
  kind,
  subject,
  children,
}: {
  kind: 'inputs' | 'outputs';
  /** What the page documents, for the empty state. */
  subject: 'module' | 'service';
  children?: ReactNode;
}) {
  const id = useId();
  const isBrowser = useIsBrowser();
  const [query, setQuery] = useState('');
  const items = useMemo(
    () =>
      Children.toArray(children)
        .filter((c): c is ReactElement<ItemProps> => isValidElement<ItemProps>(c))
        .map((c) => ({
          name: c.props.name,
          required: c.props.required === true,
          haystack: normalize(`${c.props.name} ${c.props.name.replace(/_/g, ' ')} ${textOf(c.props.children)}`),
        })),
    [children],
  );
  const shown = useMemo(() => {
    const words = tokens(query);
    return words.length
      ? new Set(items.filter((i) => words.every((w) => i.haystack.includes(w))).map((i) => i.name))
      : null;
  }, [items, query]);
  const context = useMemo(() => ({ kind, names: shown }), [kind, shown]);
  const noun = (n: number) => `${n} ${kind === 'inputs' ? 'input' : 'output'}${n === 1 ? '' : 's'}`;
  const required = items.filter((i) => i.required).length;

  if (!items.length)
    return <p>{kind === 'inputs' ? `This ${subject} takes no inputs.` : `This ${subject} has no outputs.`}</p>;
  return (
    <div className={styles.interface} data-interface={kind}>
      {items.length >= filterThreshold && (
        <div className={styles.filter} role="search">
          <label htmlFor={id}>{`Filter ${kind}`}</label>
          <input
            id={id}
            className="cairn-control"
            type="search"
            value={query}
            maxLength={maxQueryLength}
            placeholder="Name or description"
            autoComplete="off"
            spellCheck={false}
            disabled={!isBrowser}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      )}
      <p className={styles.count} role="status">
        {shown === null
          ? `${noun(items.length)}${kind === 'inputs' ? `, ${required} required` : ''}`
          : `${shown.size} of ${noun(items.length)} match '${query.trim()}'`}
      </p>
      <Shown.Provider value={context}>
        <ul className={styles.list}>{children}</ul>
      </Shown.Provider>
    </div>
  );
}
