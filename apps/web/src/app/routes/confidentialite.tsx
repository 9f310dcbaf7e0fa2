import { LegalDocument } from '../../features/legal/components/legal-document';

/** `/confidentialite`: the privacy policy (what Campus keeps about a member, why, how long; their rights). */
export default function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" />;
}
