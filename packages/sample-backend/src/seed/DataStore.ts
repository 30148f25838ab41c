import type {
  AppointmentType,
  CallBackRequest,
  ChatMessage,
  ContactMessage,
  Document,
  Notification,
  PatientProfile,
  PaymentStatus,
  Visit,
  VisitBooking,
  VisitPaymentType,
  VisitRefund,
} from '@wizyta/core';
import type { Deployment } from '../config/deployments';

/** A visit with what only the server knows: whose it is, its patients, price and payment. */
export interface VisitRecord {
  /** The API view, kept up to date as the visit moves through its lifecycle. */
  visit: Visit;
  /** The `sub` of the patient account that booked it (the owner). */
  ownerSub: string;
  doctorId: string | null;
  /** Patient id → display name (`appointments/{id}/patients`). */
  patients: Record<string, string>;
  appointmentType: AppointmentType;
  specializationId: number;
  /** What the patient pays in PLN (0 for NFZ). */
  price: number;
  /** How the visit is settled (core's `visitPaymentType`, as it was booked). */
  paymentType: VisitPaymentType;
  /** The hold the visit occupies; released when the visit is cancelled or moved. */
  reservationId: string | null;
  /** What the patient entered while booking (shown back; the invoice data to the patient only). */
  booking?: VisitBooking;
  /** The refund of a paid visit the patient cancelled. */
  refund?: VisitRefund;
  /** The deployment it was booked through: its brand and site dress the patient's messages (GENERAL's when absent). */
  deployment?: Deployment;
  /** The e-mail address given with the booking: where its messages go (the profile's when absent). */
  contactEmail?: string;
}

/** A stored file of a visit. */
export interface DocumentRecord {
  document: Document;
  visitId: string;
  patientId: string | null;
  bytes: Uint8Array;
}

/** A notification with its owner. */
export interface NotificationRecord {
  ownerSub: string;
  notification: Notification;
}

/** A slot held for a patient (spec §4: reserved, extended, then booked). */
export interface Reservation {
  id: string;
  doctorId: string;
  specializationId: number;
  appointmentType: AppointmentType;
  start: Date;
  end: Date;
  expiresAt: Date;
  price: number;
  adultsCount: number;
  childrenCount: number;
  city: number | null;
  /** The visit that consumed the hold; a booked hold never expires and is never booked again. */
  bookedVisitId: string | null;
  /** When the hold was first taken: extensions never carry it past `createdAt + HOLD_MAX_TOTAL`. */
  createdAt: Date;
  /** The client address that took it (at most `holdsPerAddress` live holds each). */
  holder: string;
}

/** One attempt to pay for a visit through the gateway simulator. */
export interface PaymentRecord {
  /** The server's own id; it never leaves the server. */
  id: string;
  appointmentId: string;
  amount: number;
  status: PaymentStatus;
  /** Where the gateway sends the browser back to (validated when the payment was created). */
  returnUrl: string;
  createdAt: Date;
  /** The gateway's one-time secret (`redirectParams.payment`): the gateway page's only credential. */
  gatewaySecret: string;
  /** What the gateway page shows as the merchant's reference (random; names no visit). */
  reference: string;
  /** The client's key for `payment/return-status`, never handed to the gateway or the partner page. */
  returnKey: string;
}

/** The whole in-memory state of one backend instance; tests get a fresh one per backend. */
export interface DataStore {
  visits: Map<string, VisitRecord>;
  documents: Map<string, DocumentRecord>;
  /** `${visitId}/${patientId}` → id of the latest generated doctor documentation. */
  doctorDocumentation: Map<string, string>;
  /** Visit id → chat messages, oldest first. */
  chats: Map<string, ChatMessage[]>;
  notifications: NotificationRecord[];
  /** Account `sub` → profile; created on first use for accounts without a seeded one. */
  profiles: Map<string, PatientProfile>;
  reservations: Map<string, Reservation>;
  payments: Map<string, PaymentRecord>;
  callBacks: CallBackRequest[];
  contactMessages: ContactMessage[];
  /** One-time sign-in links (`token/{id}/{tokenId}`): `${id}/${tokenId}` → account sub, deleted on use. */
  linkTokens: Map<string, string>;
  /** The consents version currently in force (`GET consents`). */
  consentsVersion: string;
  /** Counters of the `QUIRKS=1` behaviours. */
  quirkCounters: { uploads: number; testDetailRequests: number };
}
