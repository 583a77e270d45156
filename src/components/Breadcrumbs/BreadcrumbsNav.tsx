'use client';
/**
 * The landmark around a `Breadcrumbs` trail, named in the nearest `LocaleProvider`'s words
 * ("Breadcrumb"): its own client module, as reading the locale takes a context, so the trail
 * itself stays a Server Component.
 */
import type { ComponentPropsWithRef } from 'react';
import { useMessages } from '../../helpers/locale/context';
import { breadcrumbsStrings } from '../../helpers/locale/messages/en-US/breadcrumbs';

export function BreadcrumbsNav({
  label,
  ...props
}: ComponentPropsWithRef<'nav'> & { label: string | undefined }) {
  const t = useMessages(breadcrumbsStrings);
  return <nav {...props} aria-label={label ?? props['aria-label'] ?? t('breadcrumbs.label')} />;
}
