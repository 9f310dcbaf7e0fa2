import { LegalDocument } from '../../features/legal/components/legal-document';

/** `/consentement`: the cookie policy (what is kept in the browser and how to remove it). */
export default function CookiePolicyPage() {
  return <LegalDocument document="cookies" />;
}
