// The one PDF writer, for the portal's build and the sample backend (not for the browser: the
// portal and the widget never write a PDF).

export { createPdfDocument, pdfString } from './createPdfDocument';
