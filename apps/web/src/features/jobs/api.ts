import { saveSearchClick, searchJobs, type JobResult } from '@portal/domain/jobs/calls';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../platform/api-client';

/** `load`: the saved criteria (the page was opened or reloaded); `new`: a new search; `page`: another page. */
export type SearchRequest = { mode: 'load' } | { mode: 'new' | 'page'; what: string; where: string; page: number };

export function useJobSearch(request: SearchRequest) {
  return useQuery({
    queryKey: ['jobs', request],
    queryFn: ({ signal }) =>
      callApi(searchJobs, {
        query:
          request.mode === 'load'
            ? { pageLoad: 'true' }
            : { what: request.what, where: request.where, pageNumber: request.page, ...(request.mode === 'new' ? { newSearch: 'true' } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useRecordClick() {
  return useMutation({
    mutationFn: ({ what, where, job }: { what: string; where: string; job: JobResult }) =>
      callApi(saveSearchClick, { body: { searchKeywords: what, searchLocation: where, jobDetails: { id: job.id, title: job.title, company: job.company.display_name, redirect_url: job.redirect_url } } }),
  });
}
