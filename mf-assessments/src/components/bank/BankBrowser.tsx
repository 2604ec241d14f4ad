import { useMemo } from 'react';
import { BANK_PAGE_SIZE } from '@mizan/shared';
import { LoadFailureAlert } from '@mizan/shared/browser';
import { useBankQuestionsQuery } from '../../state/bank-api';
import { bankRequest, isFiltered, type BankQuery } from '../../state/bank-query';
import { loadFailure } from '../../state/load-failure';
import { FRESH_ON_OPEN } from '../../state/assessments-data';
import { BankFilters } from './BankFilters';
import { BankTable, type BankTableProps } from './BankTable';
import { useBankLookups } from './use-bank-lookups';

interface Props extends Pick<BankTableProps, 'actions' | 'selection'> {
  query: BankQuery;
  onQueryChange: (query: BankQuery) => void;
  /** What an empty, unfiltered bank says. */
  emptyBank: string;
}

/** The bank's filters and a server page of 15 questions (admin/getbank.php): the bank screen and the builder's picker. */
export function BankBrowser({ query, onQueryChange, emptyBank, actions, selection }: Props) {
  const page = useBankQuestionsQuery(bankRequest(query, BANK_PAGE_SIZE), FRESH_ON_OPEN);
  const failure = loadFailure(page);
  const entries = useMemo(() => page.data?.questions ?? [], [page.data]);
  const lookups = useBankLookups(entries);
  return (
    <>
      <BankFilters query={query} onChange={onQueryChange} options={lookups} />
      <LoadFailureAlert title="The question bank could not be loaded." failure={failure} onRetry={() => void page.refetch()} />
      <BankTable
        entries={entries}
        count={page.data?.count ?? 0}
        loading={page.isFetching}
        page={query.page}
        pageSize={BANK_PAGE_SIZE}
        onPage={(next) => onQueryChange({ ...query, page: next })}
        emptyText={failure ? 'No questions to show.' : isFiltered(query) ? 'No question matches.' : emptyBank}
        actions={actions}
        selection={selection}
      />
    </>
  );
}
