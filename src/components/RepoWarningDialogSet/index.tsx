import React, { type ReactNode } from 'react';
import Modal from 'react-modal';
import RepoWarningDialog from '@site/src/components/RepoWarningDialog';
import type { Tier } from '@site/src/lib/repo-links/classify';

const tiers: Tier[] = ['subscriber', 'cis', 'enterprise'];

// Before any modal opens: everything outside it is hidden from assistive technology while it is open.
// This module is only ever loaded in the browser (on the first intercepted click).
if (typeof document !== 'undefined') Modal.setAppElement('#__docusaurus');

export interface RepoWarningDialogSetProps {
  /** The intercepted link, or undefined when no warning is open. */
  open: { tier: Tier; href: string } | undefined;
  onClose: () => void;
}

/**
 * The set of warning dialogs, one per tier (subscriber, CIS, Enterprise), of which the intercepted
 * link's tier is open. Loaded on the first intercepted click, so react-modal is not part of any
 * page's first load.
 */
export default function RepoWarningDialogSet({ open, onClose }: RepoWarningDialogSetProps): ReactNode {
  return tiers.map((tier) => (
    <RepoWarningDialog key={tier} tier={tier} href={open?.tier === tier ? open.href : undefined} onClose={onClose} />
  ));
}
