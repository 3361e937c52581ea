import { saveSearchClick, searchJobs, type JobResult } from '@portal/domain/jobs/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '../../platform/api-client';

/** `load`: the saved criteria (the page was opened without a search in its address); `page`: that page of a search. */
export type SearchRequest = { mode: 'load' } | { mode: 'page'; what: string; where: string; page: number };
type SearchAnswer = Awaited<ReturnType<typeof fetchSearch>>;

const searchKey = (request: SearchRequest) => ['jobs', request] as const;

function fetchSearch(request: SearchRequest, signal?: AbortSignal) {
  return callApi(searchJobs, {
    query: request.mode === 'load' ? { pageLoad: 'true' } : { what: request.what, where: request.where, pageNumber: request.page },
    ...(signal ? { signal } : {}),
  });
}

export function useJobSearch(request: SearchRequest) {
  return useQuery({
    queryKey: searchKey(request),
    queryFn: ({ signal }) => fetchSearch(request, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * The saved search, once it arrives, is kept as the answer for its own criteria and page, and `show`
 * puts it in the address: the page then shows that search without asking for it a second time.
 */
export function useShowRestoredSearch(restored: SearchAnswer | undefined, show: (restored: SearchAnswer) => void) {
  const client = useQueryClient();
  const latestShow = useRef(show);
  latestShow.current = show;
  useEffect(() => {
    if (!restored) return;
    client.setQueryData(searchKey({ mode: 'page', what: restored.searchKeywords, where: restored.searchLocation, page: restored.pageNumber }), restored);
    latestShow.current(restored);
  }, [client, restored]);
}

export function useRecordClick() {
  return useMutation({
    mutationFn: ({ what, where, job }: { what: string; where: string; job: JobResult }) =>
      callApi(saveSearchClick, { body: { searchKeywords: what, searchLocation: where, jobDetails: { id: job.id, title: job.title, company: job.company.display_name, redirect_url: job.redirect_url } } }),
  });
}
