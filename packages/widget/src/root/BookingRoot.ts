// THE integration point: the component the element renders as the booking flow.
// When @wizyta/booking lands, replace this line with
//   export { BookingApp as BookingRoot } from '@wizyta/booking';
// (BookingApp takes BookingRootProps, see ./BookingRootProps.ts) and delete SearchStepPreview.
export { SearchStepPreview as BookingRoot } from './SearchStepPreview';
