import { LegalDocument } from '../../features/legal/components/legal-document';

/** `/cgv`: the terms and conditions of sale. */
export default function TermsOfSalePage() {
  return <LegalDocument document="termsOfSale" />;
}
