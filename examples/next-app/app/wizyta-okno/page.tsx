import { BookingWidget } from '../BookingWidget';

export default function BookInDialog() {
  return (
    <>
      <h1>Wizyta w okienku</h1>
      <BookingWidget mode="popup" />
    </>
  );
}
