import { BookingWidget } from '../BookingWidget';

// A server component: the event props live in the client component it renders.
export default function BookVisit() {
  return (
    <>
      <h1>Umów wizytę lekarską</h1>
      <BookingWidget />
    </>
  );
}
