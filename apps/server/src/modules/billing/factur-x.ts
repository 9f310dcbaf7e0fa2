import { vatBreakdown, type InvoiceDetail } from '@campus/domain/billing';
import { PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';
import type { SellerConfig } from '../../platform/config.js';
import { SRGB_PROFILE_NAME, srgbIccProfile } from './srgb-profile.js';

/** The name Factur-X requires for the embedded invoice. */
export const FACTUR_X_FILE_NAME = 'factur-x.xml';
const BASIC_GUIDELINE = 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic';
/** UNTDID 1001: a commercial invoice, and a credit note (`avoir`), which names the invoice it refunds (BT-25). */
const INVOICE_TYPE = 380;
const CREDIT_NOTE_TYPE = 381;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** Cents as the decimal amount CII writes (`1234.56`). */
const amount = (cents: number) => (cents / 100).toFixed(2);
/** Basis points as a percentage (`20.00`). */
const percent = (basisPoints: number) => (basisPoints / 100).toFixed(2);
/** An instant as CII's date format 102 (`20261124`), in Paris time like the printed invoice. */
const date102 = (iso: string) => {
  const [day, month, year] = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' })
    .format(new Date(iso))
    .split('/');
  return `${year}${month}${day}`;
};

function element(name: string, content: string | null | undefined, attributes = ''): string {
  return content === null || content === undefined || content === ''
    ? ''
    : `<${name}${attributes}>${content}</${name}>`;
}

function address(parts: { postcode: string | null; line1: string | null; city: string | null; country: string }) {
  return (
    '<ram:PostalTradeAddress>' +
    element('ram:PostcodeCode', parts.postcode && escapeXml(parts.postcode)) +
    element('ram:LineOne', parts.line1 && escapeXml(parts.line1)) +
    element('ram:CityName', parts.city && escapeXml(parts.city)) +
    element('ram:CountryID', escapeXml(parts.country)) +
    '</ram:PostalTradeAddress>'
  );
}

/** The invoice as UN/CEFACT Cross Industry Invoice XML, Factur-X profile BASIC (EN 16931 compliant subset). */
export function facturXml(invoice: InvoiceDetail, seller: SellerConfig): string {
  const lines = invoice.lines.map(
    (line, index) =>
      '<ram:IncludedSupplyChainTradeLineItem>' +
      `<ram:AssociatedDocumentLineDocument><ram:LineID>${index + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>` +
      `<ram:SpecifiedTradeProduct><ram:Name>${escapeXml(line.description)}</ram:Name></ram:SpecifiedTradeProduct>` +
      '<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice>' +
      `<ram:ChargeAmount>${amount(line.unitPriceCents)}</ram:ChargeAmount>` +
      '</ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>' +
      `<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">${line.quantity}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>` +
      '<ram:SpecifiedLineTradeSettlement>' +
      '<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode>' +
      `<ram:RateApplicablePercent>${percent(line.vatRateBasisPoints)}</ram:RateApplicablePercent></ram:ApplicableTradeTax>` +
      '<ram:SpecifiedTradeSettlementLineMonetarySummation>' +
      `<ram:LineTotalAmount>${amount(line.netCents)}</ram:LineTotalAmount>` +
      '</ram:SpecifiedTradeSettlementLineMonetarySummation>' +
      '</ram:SpecifiedLineTradeSettlement>' +
      '</ram:IncludedSupplyChainTradeLineItem>',
  );
  const taxes = vatBreakdown(invoice.lines).map(
    (group) =>
      '<ram:ApplicableTradeTax>' +
      `<ram:CalculatedAmount>${amount(group.vatCents)}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode>` +
      `<ram:BasisAmount>${amount(group.netCents)}</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode>` +
      `<ram:RateApplicablePercent>${percent(group.rateBasisPoints)}</ram:RateApplicablePercent>` +
      '</ram:ApplicableTradeTax>',
  );
  const { buyer } = invoice;
  const duePayable =
    invoice.status === 'paid' || invoice.status === 'void' || invoice.status === 'refunded' ? 0 : invoice.grossCents;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"' +
    ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"' +
    ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"' +
    ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">' +
    '<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter>' +
    `<ram:ID>${BASIC_GUIDELINE}</ram:ID>` +
    '</ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>' +
    '<rsm:ExchangedDocument>' +
    `<ram:ID>${escapeXml(invoice.number)}</ram:ID><ram:TypeCode>${invoice.kind === 'credit_note' ? CREDIT_NOTE_TYPE : INVOICE_TYPE}</ram:TypeCode>` +
    `<ram:IssueDateTime><udt:DateTimeString format="102">${date102(invoice.issuedAt)}</udt:DateTimeString></ram:IssueDateTime>` +
    '</rsm:ExchangedDocument>' +
    '<rsm:SupplyChainTradeTransaction>' +
    lines.join('') +
    '<ram:ApplicableHeaderTradeAgreement>' +
    '<ram:SellerTradeParty>' +
    `<ram:Name>${escapeXml(seller.name)}</ram:Name>` +
    `<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${escapeXml(seller.siren)}</ram:ID></ram:SpecifiedLegalOrganization>` +
    address({ postcode: seller.postalCode, line1: seller.address, city: seller.city, country: 'FR' }) +
    `<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${escapeXml(seller.vatNumber)}</ram:ID></ram:SpecifiedTaxRegistration>` +
    '</ram:SellerTradeParty>' +
    '<ram:BuyerTradeParty>' +
    `<ram:Name>${escapeXml(buyer.company ?? buyer.name)}</ram:Name>` +
    (buyer.siren
      ? `<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${escapeXml(buyer.siren)}</ram:ID></ram:SpecifiedLegalOrganization>`
      : '') +
    address({ postcode: buyer.postale_code, line1: buyer.line1, city: buyer.city, country: buyer.country }) +
    '</ram:BuyerTradeParty>' +
    '</ram:ApplicableHeaderTradeAgreement>' +
    '<ram:ApplicableHeaderTradeDelivery/>' +
    '<ram:ApplicableHeaderTradeSettlement>' +
    '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>' +
    taxes.join('') +
    '<ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime>' +
    `<udt:DateTimeString format="102">${date102(invoice.dueAt)}</udt:DateTimeString>` +
    '</ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>' +
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>' +
    `<ram:LineTotalAmount>${amount(invoice.netCents)}</ram:LineTotalAmount>` +
    `<ram:TaxBasisTotalAmount>${amount(invoice.netCents)}</ram:TaxBasisTotalAmount>` +
    `<ram:TaxTotalAmount currencyID="EUR">${amount(invoice.vatCents)}</ram:TaxTotalAmount>` +
    `<ram:GrandTotalAmount>${amount(invoice.grossCents)}</ram:GrandTotalAmount>` +
    `<ram:TotalPrepaidAmount>${amount(invoice.grossCents - duePayable)}</ram:TotalPrepaidAmount>` +
    `<ram:DuePayableAmount>${amount(duePayable)}</ram:DuePayableAmount>` +
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>' +
    (invoice.creditOfNumber
      ? `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${escapeXml(invoice.creditOfNumber)}</ram:IssuerAssignedID></ram:InvoiceReferencedDocument>`
      : '') +
    '</ram:ApplicableHeaderTradeSettlement>' +
    '</rsm:SupplyChainTradeTransaction>' +
    '</rsm:CrossIndustryInvoice>\n'
  );
}

/** XMP metadata declaring PDF/A-3B and the Factur-X extension (document type, file name, version, profile). */
function xmpMetadata(title: string, author: string, at: Date): string {
  const iso = at.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
<pdfaid:part>3</pdfaid:part>
<pdfaid:conformance>B</pdfaid:conformance>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(title)}</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>${escapeXml(author)}</rdf:li></rdf:Seq></dc:creator>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<pdf:Producer>Campus (pdf-lib)</pdf:Producer>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
<xmp:CreatorTool>Campus</xmp:CreatorTool>
<xmp:CreateDate>${iso}</xmp:CreateDate>
<xmp:ModifyDate>${iso}</xmp:ModifyDate>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
<rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentFileName</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The name of the embedded XML document</pdfaProperty:description></rdf:li>
<rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentType</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The type of the hybrid document in capital letters, e.g. INVOICE or ORDER</pdfaProperty:description></rdf:li>
<rdf:li rdf:parseType="Resource"><pdfaProperty:name>Version</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The actual version of the standard applying to the embedded XML document</pdfaProperty:description></rdf:li>
<rdf:li rdf:parseType="Resource"><pdfaProperty:name>ConformanceLevel</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The conformance level of the embedded XML document</pdfaProperty:description></rdf:li>
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
<fx:DocumentType>INVOICE</fx:DocumentType>
<fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
<fx:Version>1.0</fx:Version>
<fx:ConformanceLevel>BASIC</fx:ConformanceLevel>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

const pdfDate = (at: Date) => `D:${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/**
 * Makes the document a Factur-X invoice: the CII XML as an embedded file (`factur-x.xml`, AFRelationship
 * Alternative, listed in the catalog's /AF and /Names), the XMP metadata of PDF/A-3B with the Factur-X extension,
 * the Info dictionary matching it, and the sRGB OutputIntent PDF/A asks of a document painting in DeviceRGB.
 * Fonts must be embedded by the caller (PDF/A).
 */
export function embedFacturX(pdf: PDFDocument, xml: string, meta: { title: string; author: string; at: Date }): void {
  const { context, catalog } = pdf;
  const bytes = new TextEncoder().encode(xml);
  const file = context.register(
    context.flateStream(bytes, {
      Type: 'EmbeddedFile',
      Subtype: 'text/xml',
      Params: { Size: bytes.length, ModDate: PDFString.of(pdfDate(meta.at)) },
    }),
  );
  const fileSpec = context.register(
    context.obj({
      Type: 'Filespec',
      F: PDFString.of(FACTUR_X_FILE_NAME),
      UF: PDFHexString.fromText(FACTUR_X_FILE_NAME),
      Desc: PDFString.of('Factur-X invoice (CII, BASIC)'),
      AFRelationship: 'Alternative',
      EF: { F: file, UF: file },
    }),
  );
  catalog.set(
    PDFName.of('Names'),
    context.obj({ EmbeddedFiles: { Names: [PDFHexString.fromText(FACTUR_X_FILE_NAME), fileSpec] } }),
  );
  catalog.set(PDFName.of('AF'), context.obj([fileSpec]));
  const metadata = context.register(
    context.stream(xmpMetadata(meta.title, meta.author, meta.at), { Type: 'Metadata', Subtype: 'XML' }),
  );
  catalog.set(PDFName.of('Metadata'), metadata);
  catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
  const profile = context.register(context.flateStream(srgbIccProfile(), { N: 3 }));
  catalog.set(
    PDFName.of('OutputIntents'),
    context.obj([
      {
        Type: 'OutputIntent',
        S: 'GTS_PDFA1',
        OutputConditionIdentifier: PDFString.of(SRGB_PROFILE_NAME),
        Info: PDFString.of(SRGB_PROFILE_NAME),
        RegistryName: PDFString.of('http://www.color.org'),
        DestOutputProfile: profile,
      },
    ]),
  );
  pdf.setTitle(meta.title, { showInWindowTitleBar: true });
  pdf.setAuthor(meta.author);
  pdf.setProducer('Campus (pdf-lib)');
  pdf.setCreator('Campus');
  pdf.setCreationDate(meta.at);
  pdf.setModificationDate(meta.at);
  pdf.setLanguage('fr-FR');
}
