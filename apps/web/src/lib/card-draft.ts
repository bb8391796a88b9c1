/**
 * What the member typed on the card form, kept in memory (never in storage) so that a charge that
 * ends on the OTP page brings them back to a filled form. Name, number and expiry only: the CVV and
 * PIN are never kept anywhere and are typed again.
 */
export interface CardDraft {
  card_name: string;
  card_number: string;
  card_exp: string;
}

let draft: CardDraft | null = null;

export const cardDraft = {
  get: (): CardDraft | null => draft,
  set: (card: { card_name?: string; card_number?: string; card_exp?: string }) => {
    draft = {
      card_name: card.card_name ?? '',
      card_number: card.card_number ?? '',
      card_exp: card.card_exp ?? '',
    };
  },
  clear: () => {
    draft = null;
  },
};
