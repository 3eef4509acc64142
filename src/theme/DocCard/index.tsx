/**
 * Doc cards describe a doc with the sidebar item's own `description` only. The theme would look the
 * description up in the version's `docs` map, which plugins/docs empties to keep 30 KB gzip off every
 * docs page; without the doc id the lookup is skipped instead of failing on a missing entry.
 */
import type { ReactNode } from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper({ item }: Props): ReactNode {
  return <DocCard item={item.type === 'link' ? { ...item, docId: undefined } : item} />;
}
