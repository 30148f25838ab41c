// Texts of the brand journeys: the plan-covered price note, the calendar file, the
// symptom checker and the house-visit address details. Shared by the portal and the widget.

import { journeyUk } from './journeyUk';

const pl = {
  'journey.covered.price': 'Wizyta w ramach Twojego pakietu — bez dodatkowych opłat',
  'journey.covered.confirmText':
    'Wizyta jest objęta Twoim pakietem — nic nie płacisz. Sprawdź szczegóły i potwierdź rezerwację.',
  'journey.calendar.add': 'Dodaj do kalendarza',
  'journey.calendar.summary': '{visitType} — {doctor}',
  'journey.calendar.contact': 'Jak lekarz się z Tobą skontaktuje: {how}',
  'journey.calendar.link': 'Szczegóły wizyty: {url}',
  'journey.calendar.how.CALL': 'zadzwoni na Twój numer telefonu',
  'journey.calendar.how.CHAT': 'napisze na czacie w portalu',
  'journey.calendar.how.VIDEO': 'połączy się wideo — link znajdziesz na stronie wizyty',
  'journey.calendar.how.HOUSE': 'przyjedzie pod wskazany adres',
  'journey.calendar.how.STATIONARY': 'przyjmie Cię w placówce',
  'journey.calendar.how.PRESCRIPTION': 'wystawi receptę, o wyniku poinformujemy SMS-em',
  'journey.address.additionalInfo': 'Dodatkowe informacje dla lekarza (piętro, kod do domofonu)',
  'journey.checker.open': 'Nie wiesz, jakiego lekarza wybrać? Odpowiedz na kilka pytań',
  'journey.checker.title': 'Dobierz specjalizację',
  'journey.checker.progress': 'Pytanie {current} z {total}',
  'journey.checker.yes': 'Tak',
  'journey.checker.no': 'Nie',
  'journey.checker.q.child': 'Czy wizyta dotyczy dziecka?',
  'journey.checker.q.breathing': 'Czy masz kaszel, katar albo ból gardła?',
  'journey.checker.q.fever': 'Czy masz gorączkę albo duszność?',
  'journey.checker.q.head': 'Czy dokucza Ci ból głowy lub ból zatok?',
  'journey.checker.q.stomach': 'Czy masz nudności?',
  'journey.checker.suggestion': 'Proponujemy: {name}',
  'journey.checker.why': 'Na podstawie odpowiedzi: {symptoms}.',
  'journey.checker.none': 'Brak objawów z listy',
  'journey.checker.disclaimer':
    'To tylko podpowiedź, nie diagnoza. W nagłym stanie zagrożenia życia dzwoń pod 112.',
  'journey.checker.use': 'Wybierz tę specjalizację',
  'journey.checker.restart': 'Zacznij od nowa',
  'journey.checker.close': 'Zamknij',
  'journey.symptomCheck.mismatch':
    'Zaznaczone objawy zwykle konsultuje {name}. Możesz kontynuować albo wrócić i zmienić specjalizację.',
  'journey.arrows.first': 'Pierwsza strona',
  'journey.arrows.last': 'Ostatnia strona',
} as const;

/** An id of this module. */
export type JourneyMessageId = keyof typeof pl;

const en: Readonly<Record<JourneyMessageId, string>> = {
  'journey.covered.price': 'Covered by your plan — no additional charge',
  'journey.covered.confirmText':
    'Your plan covers this visit — you pay nothing. Check the details and confirm the reservation.',
  'journey.calendar.add': 'Add to calendar',
  'journey.calendar.summary': '{visitType} — {doctor}',
  'journey.calendar.contact': 'How the doctor will get in touch: {how}',
  'journey.calendar.link': 'Visit details: {url}',
  'journey.calendar.how.CALL': 'a phone call to your number',
  'journey.calendar.how.CHAT': 'a message in the portal chat',
  'journey.calendar.how.VIDEO': 'a video call — the link is on the visit page',
  'journey.calendar.how.HOUSE': 'a visit at the address you gave',
  'journey.calendar.how.STATIONARY': 'at the clinic',
  'journey.calendar.how.PRESCRIPTION': 'a prescription; we will text you the outcome',
  'journey.address.additionalInfo': 'Details for the doctor (floor, entry code)',
  'journey.checker.open': 'Not sure which doctor you need? Answer a few questions',
  'journey.checker.title': 'Find the specialization',
  'journey.checker.progress': 'Question {current} of {total}',
  'journey.checker.yes': 'Yes',
  'journey.checker.no': 'No',
  'journey.checker.q.child': 'Is the visit for a child?',
  'journey.checker.q.breathing': 'Do you have a cough, a runny nose or a sore throat?',
  'journey.checker.q.fever': 'Do you have a fever or shortness of breath?',
  'journey.checker.q.head': 'Do you have a headache or sinus pain?',
  'journey.checker.q.stomach': 'Do you feel nauseous?',
  'journey.checker.suggestion': 'We suggest: {name}',
  'journey.checker.why': 'Based on your answers: {symptoms}.',
  'journey.checker.none': 'No symptoms from the list',
  'journey.checker.disclaimer': 'This is a hint, not a diagnosis. In a life-threatening emergency call 112.',
  'journey.checker.use': 'Choose this specialization',
  'journey.checker.restart': 'Start again',
  'journey.checker.close': 'Close',
  'journey.symptomCheck.mismatch':
    'The symptoms you ticked are usually seen by: {name}. You can go on, or go back and change the specialization.',
  'journey.arrows.first': 'First page',
  'journey.arrows.last': 'Last page',
};

/** Texts of the brand journeys, ids `journey.<feature>.<text>`. */
export const journeyMessages = { pl, en, uk: journeyUk };
