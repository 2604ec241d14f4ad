import { LazyResult } from '@mizan/shared/browser';
import { PageTitle } from './PageTitle';

interface PageProblemProps {
  status: 'warning' | 'error' | 'info';
  /** The sentence, shown as the page's h1. */
  title: string;
  detail?: string;
}

/** A screen that is only a sentence (a bad link, an error, the attempt open in another browser). */
export function PageProblem({ status, title, detail }: PageProblemProps) {
  return <LazyResult status={status} title={<PageTitle>{title}</PageTitle>} subTitle={detail} />;
}
