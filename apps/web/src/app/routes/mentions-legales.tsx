import { LegalDocument } from '../../features/legal/components/legal-document';

/** `/mentions-legales`: the legal notice (publisher, host, publication director). */
export default function LegalNoticePage() {
  return <LegalDocument document="notice" />;
}
