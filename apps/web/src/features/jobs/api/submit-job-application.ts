import { useMutation } from '@tanstack/react-query';
import type { JobApplicationInput } from '@trust/shared/contracts/jobs';
import { request } from '../../../lib/api-client.ts';

/** POST /submit-job-application as multipart/form-data, as the spec sends it (part 2 section 7). */
export const submitJobApplication = (values: JobApplicationInput) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, String(value ?? ''));
  return request('POST /submit-job-application', { body, showError: true });
};

export const useSubmitJobApplication = () => useMutation({ mutationFn: submitJobApplication });
