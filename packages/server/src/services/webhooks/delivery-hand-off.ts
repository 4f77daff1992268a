/** A new delivery born leased to this instance by the statement that stored its event, with what sending it needs. */
export interface HandedOffDelivery {
  id: string;
  endpointId: string;
  developerId: string;
  url: string;
  /** The endpoint's signing secret, encrypted. */
  encryptedSecret: string;
  eventId: string;
  /** The event's exact JSON body. */
  body: string;
}

/**
 * The delivery worker's side of a hand-off: a writer of events asks for a lease, stores the events' deliveries born
 * leased until then (so no instance claims them meanwhile) and, once committed, offers them to this instance's worker,
 * which sends them in its slots without looking for them in the database. One that dies before sending leaves them to
 * be sent by any instance after the lease (at least once).
 */
export interface DeliveryHandOff {
  /** The lease to store new deliveries with, or null when this instance is not sending (they are then due at once). */
  lease(): Date | null;
  /** Deliveries stored (committed) leased until `lease`, for this instance to send. */
  offer(deliveries: readonly HandedOffDelivery[], lease: Date): void;
}
