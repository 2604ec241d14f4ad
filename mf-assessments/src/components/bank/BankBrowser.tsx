import { useMemo } from 'react';
import { BANK_PAGE_SIZE } from '@mizan/shared';
import { api } from '@mizan/shared/browser';
import { bankQueryParams, bankRequest, isFiltered, type BankQuery } from '../../state/bank-query';
import { useLoad } from '../../state/use-call';
import { FailureAlert } from '../FailureAlert';
import { BankFilters } from './BankFilters';
import { BankTable, type BankTableProps } from './BankTable';
import { useBankLookups } from './use-bank-lookups';

interface Props extends Pick<BankTableProps, 'actions' | 'selection'> {
  query: BankQuery;
  onQueryChange: (query: BankQuery) => void;
  /** Bumped to load the page again (Refresh, after a save or delete). */
  refresh: number;
  /** What an empty, unfiltered bank says. */
  emptyBank: string;
}

/** The bank's filters and a server page of 15 questions (admin/getbank.php): the bank screen and the builder's picker. */
export function BankBrowser({ query, onQueryChange, refresh, emptyBank, actions, selection }: Props) {
  const page = useLoad(async () => (await api.call('bankQuestions', bankRequest(query, BANK_PAGE_SIZE))).data, `${bankQueryParams(query).toString()}#${refresh}`);
  const entries = useMemo(() => page.data?.questions ?? [], [page.data]);
  const lookups = useBankLookups(entries);
  return (
    <>
      <BankFilters query={query} onChange={onQueryChange} options={lookups} />
      <FailureAlert title="The question bank could not be loaded." failure={page.failure} onRetry={page.reload} />
      <BankTable
        entries={entries}
        count={page.data?.count ?? 0}
        loading={page.loading}
        page={query.page}
        pageSize={BANK_PAGE_SIZE}
        onPage={(next) => onQueryChange({ ...query, page: next })}
        emptyText={page.failure ? 'No questions to show.' : isFiltered(query) ? 'No question matches.' : emptyBank}
        actions={actions}
        selection={selection}
      />
    </>
  );
}
