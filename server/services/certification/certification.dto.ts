/** Certification rows → the domain's Certification document (the certificate as its name and privacy only). */
import type { Certification } from '../../../domain/vetting/certification.ts';
import type { CertificationRow } from './certification.repository.ts';

export function toCertificationDoc(r: CertificationRow): Certification {
  return {
    id: r.id,
    personId: r.personId,
    type: r.type as Certification['type'],
    name: r.name,
    description: r.description,
    reference: r.reference,
    label: r.label,
    validFrom: r.validFrom,
    validTo: r.validTo,
    status: r.status as Certification['status'],
    certificate: r.certificateName ? { name: r.certificateName, private: r.certificatePrivate } : null,
    vettingApplicationId: r.vettingApplicationId,
    createdAt: r.createdAt.toISOString(),
  };
}
