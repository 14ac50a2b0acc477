import { ArrayMaxSize, IsArray, IsBoolean, IsEnum, IsInt, IsOptional, IsString, IsStrongPassword, Length, Max, Min } from 'class-validator';

// The benchmark's DTOs, apart from the tools (bench/cases.ts) so that a server loading mcp-decorators from the
// bundle (the peers' cold start) can use them without loading the compiled modules.

enum Plan { Free = 'free', Pro = 'pro', Team = 'team' }

/** A five-field class-validator DTO whose every rule maps exactly: no class-validator at call time. */
export class CreateUser {
  @IsString() @Length(1, 50) name!: string;
  @IsInt() @Min(0) @Max(150) age!: number;
  @IsEnum(Plan) plan!: Plan;
  @IsArray() @ArrayMaxSize(10) @IsString({ each: true }) tags!: string[];
  @IsOptional() @IsBoolean() active?: boolean;
}

/** The same DTO with one rule only class-validator can check, for comparison. */
export class CreateAccount extends CreateUser {
  @IsStrongPassword() password!: string;
}
