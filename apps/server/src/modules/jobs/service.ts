import type { JobApplication } from '@trust/shared';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { jobApplications } from '../../db/schema/jobs.ts';
import type { Mailer } from '../../mail/mailer.ts';

/**
 * Stores a job application for operators and sends a copy to the fund's inbox. A failing mail
 * does not lose the application: it is stored first and the console lists every application.
 */
export async function submitJobApplication(
  deps: { db: Db; clock: Clock; mailer: Mailer; inbox: string; onMailError?: (err: unknown) => void },
  a: JobApplication,
): Promise<{ id: number }> {
  const [saved] = await deps.db
    .insert(jobApplications)
    .values({
      firstName: a.firstName,
      surName: a.surName,
      email: a.email,
      phone: a.phone,
      gender: a.gender,
      dob: a.dob,
      role: a.role,
      qualification: a.qualification,
      state: a.state,
      lga: a.lga,
      address: a.address,
      resumeUrl: a.resume,
      createdAt: deps.clock.now(),
    })
    .returning({ id: jobApplications.id });
  if (!saved) throw new Error('job application not stored');
  try {
    await deps.mailer.send({
      to: deps.inbox,
      replyTo: a.email,
      subject: `Job application #${saved.id}: ${a.role} from ${a.firstName} ${a.surName}`,
      text: [
        `Role: ${a.role}`,
        `Name: ${a.firstName} ${a.surName}`,
        `Email: ${a.email}`,
        `Phone: ${a.phone}`,
        `Gender: ${a.gender}`,
        `Date of birth: ${a.dob}`,
        `Qualification: ${a.qualification}`,
        `State / LGA: ${a.state} / ${a.lga}`,
        `Address: ${a.address}`,
        `Resume: ${a.resume}`,
      ].join('\n'),
    });
  } catch (err) {
    // The application is stored and listed in the console; the copy by mail is a convenience.
    deps.onMailError?.(err);
  }
  return saved;
}
