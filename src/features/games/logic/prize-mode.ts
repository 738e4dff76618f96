/** The lottery prize mode (SPEC §4): ELOTT when the lottery vendor cards include TCG_LOTTO_VN or LOTT, else LOTT. */
export function prizeMode(lotteryVendorCards: readonly { vassalage: string }[]): 'ELOTT' | 'LOTT' {
  return lotteryVendorCards.some((card) => card.vassalage === 'TCG_LOTTO_VN' || card.vassalage === 'LOTT') ? 'ELOTT' : 'LOTT';
}
