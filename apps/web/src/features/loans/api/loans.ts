import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CurrentLoan,
  LoanDetail,
  LoanRequirement,
  SavedLoan,
  TrusterOptions,
  TrusterType,
} from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** What the loan screens carry from /loan to /addtrusters to /confirmloan (router state, part 2 section 2.8). */
export interface LoanDraft {
  loanId?: number;
  /** Naira. */
  amount: number;
  /** MM/DD/YYYY. */
  repaymentDate: string;
  requirement: LoanRequirement;
  picked: Record<TrusterType, { id: number; name: string; pin: string }[]>;
}

/** POST /checkloanrequirement {loan_amount}: the trusters it needs; a refusal says why (data.reason). */
export const checkRequirement = async (amount: number) =>
  (await api.post<LoanRequirement>('/checkloanrequirement', { loan_amount: amount })).data;

/** POST /loantrusters: the accepted trust members by tab with their TFP status. */
export const useTrusterOptions = () =>
  useQuery(
    queryOptions({
      queryKey: ['loantrusters'],
      queryFn: async () => (await api.post<TrusterOptions>('/loantrusters', { offset: 1, count: 100 })).data,
    }),
  );

/** POST /getusersavedloanrequest: the saved application, or null. */
export const savedLoanQuery = () =>
  queryOptions({
    queryKey: ['savedloan'],
    queryFn: async () => (await api.post<SavedLoan>('/getusersavedloanrequest', {})).data,
  });

/** GET /usercurrentloan: the open (or saved) application. */
export const useCurrentLoan = () =>
  useQuery(
    queryOptions({
      queryKey: ['currentloan'],
      queryFn: async () => (await api.get<CurrentLoan>('/usercurrentloan')).data,
    }),
  );

/** POST /getuserloandetail {loan_id}. */
export const useLoanDetail = (loanId: number | null) =>
  useQuery(
    queryOptions({
      queryKey: ['loandetail', loanId],
      queryFn: async () => (await api.post<LoanDetail>('/getuserloandetail', { loan_id: loanId })).data,
      enabled: loanId !== null,
    }),
  );

const refresh = (client: ReturnType<typeof useQueryClient>) => {
  for (const key of [
    'currentloan',
    'savedloan',
    'loandetail',
    'usertrustwallet',
    'userdashboard',
    'loantrusters',
  ])
    void client.invalidateQueries({ queryKey: [key] });
};

/** POST /userloanrequest: 1 submits, 2 saves for later. */
export function useLoanRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, process }: { draft: LoanDraft; process: 1 | 2 }) =>
      api.post<{ loan_id: number; loan_status: number }>('/userloanrequest', {
        loan_process: process,
        ...(draft.loanId ? { loan_id: draft.loanId } : {}),
        loan_amount: draft.amount,
        loan_repayment_date: draft.repaymentDate,
        trustmembers: {
          STM: draft.picked.STM.map((p) => ({ id: p.id, tfppin: p.pin })),
          GTM: draft.picked.GTM.map((p) => ({ id: p.id, tfppin: p.pin })),
          PTM: draft.picked.PTM.map((p) => ({ id: p.id, tfppin: p.pin })),
        },
      }),
    onSuccess: () => refresh(client),
  });
}

/** POST /usertrustpartnerresponse: TRUST (with the terms checked) or DECLINE. */
export function useTrustResponse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, trust }: { loanId: number; trust: boolean }) =>
      api.post<{ loan_id: number; loan_status: number }>('/usertrustpartnerresponse', {
        trustresponse: trust ? 1 : 0,
        loanid: loanId,
        termschecked: trust ? 1 : 0,
      }),
    onSuccess: () => refresh(client),
  });
}

/** POST /userloanaction {loan_action}: 1 withdraw, 2 refund, 3 cancel. */
export function useLoanAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, loanId }: { action: 1 | 2 | 3; loanId?: number }) =>
      api.post<{ loan_id: number; loan_status: number }>('/userloanaction', {
        loan_action: action,
        loan_id: loanId,
      }),
    onSuccess: () => refresh(client),
  });
}
