import React, { type ReactNode } from 'react';
import Modal from 'react-modal';
import RepoWarningModal from '@site/src/components/RepoWarningModal';
import type { Tier } from '@site/src/lib/repo-links/classify';

const tiers: Tier[] = ['subscriber', 'cis', 'enterprise'];

// Before any modal opens: everything outside it is hidden from assistive technology while it is open.
// This module is only ever loaded in the browser (on the first intercepted click).
if (typeof document !== 'undefined') Modal.setAppElement('#__docusaurus');

export interface RepoWarningModalsProps {
  /** The intercepted link, or undefined when no warning is open. */
  open: { tier: Tier; href: string } | undefined;
  onClose: () => void;
}

/**
 * The three warnings (subscriber, CIS, Enterprise). Loaded on the first intercepted click, so
 * react-modal is not part of any page's first load.
 */
export default function RepoWarningModals({ open, onClose }: RepoWarningModalsProps): ReactNode {
  return tiers.map((tier) => (
    <RepoWarningModal key={tier} tier={tier} href={open?.tier === tier ? open.href : undefined} onClose={onClose} />
  ));
}
