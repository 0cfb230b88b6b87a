@echo off
rem Legends Forge launcher for Windows (Command Prompt or PowerShell), doing what ./forge does:
rem builds the tool when target\forge.jar is missing or what it is built from changed (pom.xml,
rem src\main, src\bench, by content, quietly, tests skipped), then runs it with the JVM flags of
rem launcher\build.args (launcher\games.args for playtest and tune), the files ./forge reads, and
rem passes its exit code through. Exit code 3: java, javac or Maven missing, or the build failed.
rem No build server here: every command runs in its own JVM (docs\launchers.md says why).
rem LaunchersAgreeTest holds this file to ./forge: same jar, same flags, same exit codes.
setlocal EnableExtensions DisableDelayedExpansion
set "here=%~dp0"
if "%here:~-1%"=="\" set "here=%here:~0,-1%"
set "jar=%here%\target\forge.jar"
set "sources=%here%\target\forge.sources"
set "archive=%here%\target\forge.jsa"
set "heap=-Xmx512m"
if defined FORGE_MAX_HEAP set "heap=-Xmx%FORGE_MAX_HEAP%"
if not exist "%here%\launcher\build.args" goto :no_launcher
if not exist "%here%\launcher\games.args" goto :no_launcher
where java >nul 2>nul || goto :no_java

rem The tool is rebuilt when the hash of what it is built from differs from the one its last build
rem kept in target\forge.sources; the last-built jar computes it (cli.SourcesHash), as ./forge does.
set "build=0"
set "now="
if not exist "%jar%" set "build=1"
if not exist "%here%\target\fonts\" set "build=1"
if not exist "%sources%" set "build=1"
if "%build%"=="1" goto :checked
call :sources_hash
set "was="
set /p was=<"%sources%"
if not "%now%"=="%was%" set "build=1"
:checked
if "%build%"=="0" goto :run

rem What building needs: javac (a JDK, not a JRE), and Maven: the one on the PATH, else the
rem Maven Wrapper beside this file (mvnw.cmd, which fetches its pinned Maven once).
set "javac_found=0"
if defined JAVA_HOME if exist "%JAVA_HOME%\bin\javac.exe" set "javac_found=1"
where javac >nul 2>nul && set "javac_found=1"
if "%javac_found%"=="0" goto :no_javac
set "maven="
where mvn >nul 2>nul && set "maven=mvn"
if not defined maven if exist "%here%\mvnw.cmd" if exist "%here%\.mvn\wrapper\maven-wrapper.properties" set "maven=wrapper"
if not defined maven goto :no_maven
if "%maven%"=="wrapper" if not exist "%USERPROFILE%\.m2\wrapper\dists\" echo forge: no mvn on the PATH: the Maven Wrapper fetches its Maven once (about 10 MB) 1>&2

echo forge: building the tool (first run or sources changed)... 1>&2
if not exist "%here%\target" mkdir "%here%\target"
set "log=%here%\target\forge-build.log"
pushd "%here%"
if "%maven%"=="mvn" goto :build_with_mvn
call "%here%\mvnw.cmd" -B -ntp -DskipTests -Dforge.manpages.skip=true package >"%log%" 2>&1
goto :built
:build_with_mvn
call mvn -B -ntp -DskipTests -Dforge.manpages.skip=true package >"%log%" 2>&1
:built
set "rc=%errorlevel%"
popd
if not "%rc%"=="0" goto :build_failed
del "%log%" 2>nul
del "%archive%" 2>nul
del "%archive%.none" 2>nul
rem the hash taken before the build when there was a jar to take it (an edit made during the build
rem is seen next time), else the new jar's
if not defined now call :sources_hash
if defined now >"%sources%" echo %now%

:run
rem The class-data archive (CDS) ./forge makes once per tool build, made the same way.
set "cds="
if exist "%archive%.none" goto :cds_checked
if not exist "%archive%" call :train_class_archive
if not exist "%archive%" goto :cds_checked
set cds="-XX:SharedArchiveFile=%archive%" -Xlog:cds=off -Xlog:cds+dynamic=off
:cds_checked
set "flags=build"
call :first_word %*
if "%first%"=="playtest" set "flags=games"
if "%first%"=="tune" set "flags=games"
java @"%here%\launcher\%flags%.args" %heap% "-Dforge.home=%here%" %cds% -jar "%jar%" %*
exit /b %errorlevel%

:sources_hash
set "now="
for /f "usebackq delims=" %%h in (`java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData -cp "%jar%" org.legendsforge.cli.SourcesHash "%here%" 2^>nul`) do set "now=%%h"
exit /b 0

:first_word
set "first="
:first_word_next
if "%~1"=="" exit /b 0
set "word=%~1"
if "%word:~0,1%"=="-" goto :first_word_skip
set "first=%word%"
exit /b 0
:first_word_skip
shift
goto :first_word_next

:train_class_archive
set "work=%here%\target\cds-training"
if exist "%work%" rmdir /s /q "%work%"
mkdir "%work%"
echo forge: preparing faster start-up (once per tool build)... 1>&2
java @"%here%\launcher\build.args" %heap% "-Dforge.home=%here%" "-XX:ArchiveClassesAtExit=%work%\forge.jsa" -Xlog:cds=off -Xlog:cds+dynamic=off -jar "%jar%" build --out "%work%\output" >nul 2>&1
if exist "%work%\forge.jsa" move /y "%work%\forge.jsa" "%archive%" >nul
if not exist "%archive%" type nul >"%archive%.none"
rmdir /s /q "%work%"
exit /b 0

:no_launcher
echo forge: error: %here%\launcher is missing (the JVM flags forge runs with) 1>&2
echo   hint: restore the launcher/ folder from the repository 1>&2
exit /b 3

:no_java
echo forge: error: no java on the PATH: forge needs a JDK 17 or newer 1>&2
echo   hint: install a JDK 17+ (a JRE has no javac) and put its bin folder on the PATH, or set JAVA_HOME 1>&2
exit /b 3

:no_javac
echo forge: error: no javac on the PATH: forge needs a JDK 17 or newer 1>&2
echo   hint: install a JDK 17+ (a JRE has no javac) and put its bin folder on the PATH, or set JAVA_HOME 1>&2
exit /b 3

:no_maven
echo forge: error: no Maven to build the tool with: mvn is not on the PATH and mvnw.cmd is missing 1>&2
echo   hint: install Maven 3.8.5+, or restore mvnw.cmd and .mvn\ from the repository, then run this again 1>&2
exit /b 3

:build_failed
findstr /b /c:"[ERROR]" "%log%" 1>&2
echo forge: error: the build of the tool failed (see above) 1>&2
exit /b 3
